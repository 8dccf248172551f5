/**
 * A small ranking model over the values offered for one field of one document: each value gets a linear
 * score w·x, and a "none" option gets a learned score θ per field, so the model can leave a field empty. It is
 * trained as a conditional logit (softmax over the values and none) on the right values of each question, or on
 * none where no value offered is right, with an L2 penalty, by full-batch Adam. Plain TypeScript, no package.
 */
export type Question = {
  field: string
  /** One feature vector per value offered. */
  x: number[][]
  /** Which values equal the truth. */
  right: boolean[]
}

export type Model = {
  fields: string[]
  /** Feature means and spreads of the training values: features are standardised before the weights. */
  mean: number[]
  scale: number[]
  /** Shared weights, plus one weight vector per field when trained per field (else zeros). */
  shared: number[]
  perField: Record<string, number[]>
  none: Record<string, number>
}

export type TrainOptions = {
  /** 'shared': one weight vector for every field; 'per-field': one each; 'both': shared + per field. */
  mode: 'shared' | 'per-field' | 'both'
  l2: number
  /** The per-field weights' penalty in 'both' mode (stronger keeps them near the shared ones). */
  l2Field?: number
  iterations?: number
  rate?: number
}

const dot = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + v * (b[i] ?? 0), 0)

const standardise = (model: Pick<Model, 'mean' | 'scale'>, x: number[]) =>
  x.map((v, i) => (v - model.mean[i]!) / model.scale[i]!)

export const scoresOf = (model: Model, field: string, x: number[][]): number[] => {
  const w = model.shared.map((v, i) => v + (model.perField[field]?.[i] ?? 0))
  return x.map((row) => dot(w, standardise(model, row)))
}

/**
 * The index of the value the model picks, or -1 for none. `margin` raises the none option: a value must beat
 * it by that much (a more cautious model, used to see what caution costs).
 */
export const pickOf = (model: Model, field: string, x: number[][], margin = 0): number => {
  const scores = scoresOf(model, field, x)
  let best = -1
  let bestScore = (model.none[field] ?? 0) + margin
  scores.forEach((s, i) => {
    if (s > bestScore) {
      best = i
      bestScore = s
    }
  })
  return best
}

export const train = (questions: Question[], options: TrainOptions): Model => {
  const dims = questions.find((q) => q.x.length > 0)?.x[0]?.length ?? 0
  const fields = [...new Set(questions.map((q) => q.field))].sort()
  const rows = questions.flatMap((q) => q.x)
  const mean = Array.from(
    { length: dims },
    (_, i) => rows.reduce((s, r) => s + r[i]!, 0) / rows.length,
  )
  const scale = mean.map((m, i) => {
    const sd = Math.sqrt(rows.reduce((s, r) => s + (r[i]! - m) ** 2, 0) / rows.length)
    return sd > 1e-9 ? sd : 1
  })

  // Parameters: shared weights, per-field weights, none scores, in one vector for Adam.
  const fieldIndex = new Map(fields.map((f, i) => [f, i]))
  const data = questions.map((q) => ({
    ...q,
    f: fieldIndex.get(q.field)!,
    z: q.x.map((row) => standardise({ mean, scale }, row)),
  }))
  const useShared = options.mode !== 'per-field'
  const useField = options.mode !== 'shared'
  const size = dims + fields.length * dims + fields.length
  const theta = new Array<number>(size).fill(0)
  const fieldOffset = (f: number) => dims + f * dims
  const noneOffset = dims + fields.length * dims
  const m1 = new Array<number>(size).fill(0)
  const m2 = new Array<number>(size).fill(0)
  const iterations = options.iterations ?? 150
  const rate = options.rate ?? 0.1
  const l2Field = options.l2Field ?? options.l2
  const weights = fields.map(() => new Float64Array(dims))
  const grad = new Float64Array(size)
  for (let t = 1; t <= iterations; t++) {
    grad.fill(0)
    for (let f = 0; f < fields.length; f++) {
      const w = weights[f]!
      for (let i = 0; i < dims; i++)
        w[i] = (useShared ? theta[i]! : 0) + (useField ? theta[fieldOffset(f) + i]! : 0)
    }
    for (const q of data) {
      const f = q.f
      const w = weights[f]!
      const n = q.z.length
      const scores = new Float64Array(n + 1)
      scores[0] = theta[noneOffset + f]!
      let top = scores[0]
      for (let j = 0; j < n; j++) {
        const z = q.z[j]!
        let s = 0
        for (let i = 0; i < dims; i++) s += w[i]! * z[i]!
        scores[j + 1] = s
        if (s > top) top = s
      }
      const anyRight = q.right.some(Boolean)
      let total = 0
      let targetTotal = 0
      for (let j = 0; j <= n; j++) {
        const e = Math.exp(scores[j]! - top)
        scores[j] = e
        total += e
        if (j === 0 ? !anyRight : q.right[j - 1]) targetTotal += e
      }
      for (let j = 0; j <= n; j++) {
        const isTarget = j === 0 ? !anyRight : q.right[j - 1]
        const g = scores[j]! / total - (isTarget ? scores[j]! / targetTotal : 0)
        if (g === 0) continue
        if (j === 0) {
          grad[noneOffset + f] = grad[noneOffset + f]! + g
          continue
        }
        const z = q.z[j - 1]!
        const offset = fieldOffset(f)
        for (let i = 0; i < dims; i++) {
          if (useShared) grad[i] = grad[i]! + g * z[i]!
          if (useField) grad[offset + i] = grad[offset + i]! + g * z[i]!
        }
      }
    }
    const n = data.length
    for (let k = 0; k < size; k++) {
      let g = grad[k]! / n
      if (k < dims) g += options.l2 * theta[k]!
      else if (k < noneOffset) g += (options.mode === 'both' ? l2Field : options.l2) * theta[k]!
      m1[k] = 0.9 * m1[k]! + 0.1 * g
      m2[k] = 0.999 * m2[k]! + 0.001 * g * g
      const hat1 = m1[k]! / (1 - 0.9 ** t)
      const hat2 = m2[k]! / (1 - 0.999 ** t)
      theta[k]! -= (rate * hat1) / (Math.sqrt(hat2) + 1e-8)
    }
  }
  return {
    fields,
    mean,
    scale,
    shared: useShared ? theta.slice(0, dims) : new Array<number>(dims).fill(0),
    perField: Object.fromEntries(
      fields.map((f, i) => [
        f,
        useField
          ? theta.slice(fieldOffset(i), fieldOffset(i) + dims)
          : new Array<number>(dims).fill(0),
      ]),
    ),
    none: Object.fromEntries(fields.map((f, i) => [f, theta[noneOffset + i]!])),
  }
}

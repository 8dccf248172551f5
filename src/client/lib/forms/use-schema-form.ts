import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState, type FormEventHandler } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form'
import type { z } from 'zod'
import { toast, type ToastOptions } from '@/components/ui/use-toast'
import { readableErrorMessage } from '@/lib/errors'
import {
  fieldErrorMessages,
  hasPath,
  markedFieldsSummary,
  placeServerErrors,
} from './server-errors'
import { useSubmissionKey } from './submission-key'

type FormSchema = z.ZodType<FieldValues, FieldValues>

export type SubmitRequest = {
  /** Fresh for every submission, so the server can answer a resent create with its first answer. */
  idempotencyKey: string
}

type FailureToast = { title: string; description?: string }

export type SchemaFormOptions<Schema extends FormSchema, Result> = {
  /** The shared wire schema, or a form schema built from it; it checks the values before sending. */
  schema: Schema
  defaultValues: DefaultValues<z.input<Schema>>
  /** Sends the checked values; resolves when the server accepted them. */
  submit: (values: z.output<Schema>, request: SubmitRequest) => Promise<Result>
  /**
   * The toast of a failed submission, or a function choosing it from the error (null when the
   * schema refused the values); without a description it shows the server's sentence.
   */
  failure: FailureToast | ((error: unknown) => FailureToast)
  /**
   * Shows the failure instead of a toast, for a screen whose failures read as a browser alert;
   * it gets the title and the sentence the toast would have shown.
   */
  showFailure?: (failure: { title: string; description: string }) => void
  /**
   * The toast of a successful submission, if the screen shows one; a function may answer
   * undefined for a submission that needed no request (nothing was changed).
   */
  success?: ToastOptions | ((result: Result, values: z.output<Schema>) => ToastOptions | undefined)
  onSuccess?: (result: Result, values: z.output<Schema>) => void
  /** Runs when the values fail the schema, before anything is sent. */
  onInvalid?: (errors: FieldErrors<z.input<Schema>>) => void
  /**
   * Reports values the schema refused like a refusal by the server (the failure toast, or
   * showFailure), for screens that always told of a refused save that way.
   */
  reportInvalid?: boolean
  /**
   * For a form whose fields are not the request's shape: the field that shows the server's sentence
   * about each request path ('lease.monthlyRent' → 'monthlyRent'). Other paths are looked up as they are.
   */
  serverFields?: Record<string, Path<z.input<Schema>>>
  /**
   * Why values the schema accepts may still be a mistake. Submitting such values sends nothing and
   * shows the reasons ("Are you sure?"); only `confirm` sends them, so a double click on submit
   * cannot answer the question.
   */
  doubts?: (values: z.output<Schema>) => string[]
}

export type SchemaForm<Schema extends FormSchema> = {
  form: UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>
  onSubmit: FormEventHandler<HTMLFormElement>
  /** True while the submission is on its way; the submit button is disabled meanwhile. */
  isPending: boolean
  /** The sentence under a field, from the schema or the server. */
  errorOf: (name: Path<z.input<Schema>>) => string | undefined
  /** The reasons awaiting confirmation; empty once the values change or are sent. */
  doubts: string[]
  /** Sends the values the doubts are about, as they are. */
  confirm: () => void
}

/**
 * The one way to build a form: the schema checks the values as people type and submit, the
 * server's field sentences land under their fields, a failure and (optionally) a success show a
 * toast, and a second submit waits for the first. A failure toast is taken away again when the
 * next submission succeeds, so it never outlives the mistake it reported.
 */
export const useSchemaForm = <Schema extends FormSchema, Result>({
  schema,
  defaultValues,
  submit,
  failure,
  showFailure,
  success,
  onSuccess,
  onInvalid,
  reportInvalid,
  serverFields = {},
  doubts: doubtsOf,
}: SchemaFormOptions<Schema, Result>): SchemaForm<Schema> => {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
  })
  const failureToast = useRef<{ dismiss: () => void } | null>(null)
  const [doubts, setDoubts] = useState<string[]>([])
  const submissionKey = useSubmissionKey()

  const report = (error: unknown, sentence: string | undefined) => {
    const { title, description } = typeof failure === 'function' ? failure(error) : failure
    const text = description ?? sentence ?? readableErrorMessage(error)
    if (showFailure) showFailure({ title, description: text })
    else failureToast.current = toast({ variant: 'destructive', title, description: text })
  }

  const refuse = (errors: FieldErrors<z.input<Schema>>) => {
    if (reportInvalid) report(null, markedFieldsSummary(fieldErrorMessages(errors)))
    onInvalid?.(errors)
  }

  // A change answers the question differently: the doubts are asked again on the next submit.
  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: () => setDoubts([]) }),
    [form],
  )

  const send = async (values: z.output<Schema>, confirmed: boolean) => {
    const reasons = confirmed ? [] : (doubtsOf?.(values) ?? [])
    setDoubts(reasons)
    if (reasons.length > 0) return
    try {
      const result = await submit(values, { idempotencyKey: submissionKey.take() }).finally(
        submissionKey.settle,
      )
      failureToast.current?.dismiss()
      failureToast.current = null
      const successToast = typeof success === 'function' ? success(result, values) : success
      if (successToast) toast(successToast)
      onSuccess?.(result, values)
    } catch (error) {
      const fieldOf = (path: string) => serverFields[path] ?? path
      report(
        error,
        placeServerErrors<z.input<Schema>>(
          (path, fieldError) => form.setError(fieldOf(path) as Path<z.input<Schema>>, fieldError),
          (path) => hasPath(form.getValues(), fieldOf(path)),
          error,
        ),
      )
    }
  }

  return {
    form,
    onSubmit: (event) => void form.handleSubmit((values) => send(values, false), refuse)(event),
    confirm: () => void form.handleSubmit((values) => send(values, true), refuse)(),
    isPending: form.formState.isSubmitting,
    errorOf: (name) => form.getFieldState(name, form.formState).error?.message,
    doubts,
  }
}

import { createHash, randomUUID } from 'node:crypto'
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas'
import type { FileStore } from '../../storage/file-store'
import type { Db } from '../database'

/*
 * Photos for the demo's maintenance requests: small drawn scenes, rendered to PNG at
 * seed time, so the tenant's photo grid and the admin's 'File 1, File 2…' links open real images.
 * Stored through the file store like any upload; if the seed's transaction fails, the bytes are
 * orphans that the housekeeping at start removes.
 */

const WIDTH = 800
const HEIGHT = 600

type Scene = { filename: string; draw: (ctx: SKRSContext2D) => void }

const tiledWall = (ctx: SKRSContext2D, base: string, grout: string, size: number) => {
  ctx.fillStyle = base
  ctx.fillRect(0, 0, WIDTH, HEIGHT)
  ctx.strokeStyle = grout
  ctx.lineWidth = 3
  for (let x = 0; x <= WIDTH; x += size) {
    ctx.beginPath()
    ctx.moveTo(x, 0)
    ctx.lineTo(x, HEIGHT)
    ctx.stroke()
  }
  for (let y = 0; y <= HEIGHT; y += size) {
    ctx.beginPath()
    ctx.moveTo(0, y)
    ctx.lineTo(WIDTH, y)
    ctx.stroke()
  }
}

const drop = (ctx: SKRSContext2D, x: number, y: number, r: number) => {
  ctx.fillStyle = 'rgba(56, 152, 236, 0.85)'
  ctx.beginPath()
  ctx.moveTo(x, y - r * 2)
  ctx.bezierCurveTo(x + r, y - r, x + r, y + r * 0.8, x, y + r * 0.8)
  ctx.bezierCurveTo(x - r, y + r * 0.8, x - r, y - r, x, y - r * 2)
  ctx.fill()
  ctx.fillStyle = 'rgba(255, 255, 255, 0.6)'
  ctx.beginPath()
  ctx.arc(x - r * 0.35, y - r * 0.1, r * 0.22, 0, Math.PI * 2)
  ctx.fill()
}

const chrome = (ctx: SKRSContext2D, x0: number, x1: number) => {
  const gradient = ctx.createLinearGradient(x0, 0, x1, 0)
  gradient.addColorStop(0, '#8a949e')
  gradient.addColorStop(0.45, '#f4f6f8')
  gradient.addColorStop(1, '#6b7580')
  return gradient
}

/** A kitchen sink under a tiled backsplash, the faucet dripping into a small puddle. */
const kitchenSink: Scene = {
  filename: 'kitchen-sink.png',
  draw: (ctx) => {
    tiledWall(ctx, '#ece6da', '#d6cebf', 100)
    ctx.fillStyle = '#5b6770'
    ctx.fillRect(0, 380, WIDTH, 220)
    ctx.fillStyle = '#3f4950'
    ctx.fillRect(0, 380, WIDTH, 16)
    const basin = ctx.createLinearGradient(0, 400, 0, 560)
    basin.addColorStop(0, '#9aa3ab')
    basin.addColorStop(1, '#d5dade')
    ctx.fillStyle = basin
    ctx.beginPath()
    ctx.roundRect(170, 405, 460, 150, 28)
    ctx.fill()
    ctx.fillStyle = '#6f7a83'
    ctx.beginPath()
    ctx.ellipse(400, 520, 26, 10, 0, 0, Math.PI * 2)
    ctx.fill()
    ctx.fillStyle = chrome(ctx, 380, 420)
    ctx.fillRect(382, 250, 36, 140)
    ctx.strokeStyle = chrome(ctx, 380, 520)
    ctx.lineWidth = 30
    ctx.lineCap = 'round'
    ctx.beginPath()
    ctx.moveTo(400, 262)
    ctx.quadraticCurveTo(405, 170, 500, 190)
    ctx.lineTo(505, 250)
    ctx.stroke()
    ctx.fillStyle = chrome(ctx, 330, 380)
    ctx.fillRect(330, 300, 60, 18)
    drop(ctx, 505, 300, 9)
    drop(ctx, 505, 370, 11)
    ctx.fillStyle = 'rgba(56, 152, 236, 0.35)'
    ctx.beginPath()
    ctx.ellipse(505, 470, 70, 16, 0, 0, Math.PI * 2)
    ctx.fill()
  },
}

/** A close look at the spout: a bead of water forming at its tip. */
const spoutCloseUp: Scene = {
  filename: 'faucet-close-up.png',
  draw: (ctx) => {
    const background = ctx.createRadialGradient(400, 300, 40, 400, 300, 520)
    background.addColorStop(0, '#f1ece3')
    background.addColorStop(1, '#c9c1b2')
    ctx.fillStyle = background
    ctx.fillRect(0, 0, WIDTH, HEIGHT)
    ctx.strokeStyle = chrome(ctx, 0, WIDTH)
    ctx.lineWidth = 90
    ctx.lineCap = 'round'
    ctx.beginPath()
    ctx.moveTo(-40, 120)
    ctx.quadraticCurveTo(420, 40, 470, 300)
    ctx.stroke()
    ctx.fillStyle = '#59636b'
    ctx.beginPath()
    ctx.ellipse(472, 330, 44, 14, 0, 0, Math.PI * 2)
    ctx.fill()
    drop(ctx, 472, 390, 22)
    drop(ctx, 472, 520, 16)
  },
}

/** The HVAC closet: a furnace cabinet with its louvred door and the rating plate. */
const furnaceCloset: Scene = {
  filename: 'hvac-closet.png',
  draw: (ctx) => {
    ctx.fillStyle = '#d9d4cb'
    ctx.fillRect(0, 0, WIDTH, HEIGHT)
    ctx.fillStyle = '#b9b2a6'
    ctx.fillRect(0, 540, WIDTH, 60)
    const cabinet = ctx.createLinearGradient(220, 0, 580, 0)
    cabinet.addColorStop(0, '#aeb4b8')
    cabinet.addColorStop(0.5, '#dfe3e5')
    cabinet.addColorStop(1, '#a3a9ad')
    ctx.fillStyle = cabinet
    ctx.fillRect(220, 60, 360, 480)
    ctx.strokeStyle = '#7d858b'
    ctx.lineWidth = 4
    ctx.strokeRect(220, 60, 360, 480)
    ctx.strokeRect(240, 300, 320, 220)
    for (let y = 320; y < 500; y += 22) {
      ctx.fillStyle = '#8c9499'
      ctx.fillRect(262, y, 276, 8)
    }
    ctx.fillStyle = '#c2c7ca'
    ctx.fillRect(240, 90, 320, 180)
    ctx.fillStyle = '#f7f4ea'
    ctx.fillRect(300, 130, 200, 90)
    ctx.fillStyle = '#9aa1a6'
    for (let y = 148; y < 210; y += 16) ctx.fillRect(318, y, 164, 5)
    ctx.fillStyle = '#c0b9ad'
    ctx.fillRect(350, 0, 100, 60)
    ctx.strokeStyle = '#7d858b'
    ctx.strokeRect(350, 0, 100, 60)
  },
}

/** Which demo requests carry photos, by their specific issue. */
const SCENES: Record<string, Scene[]> = {
  'Leaky faucet': [kitchenSink, spoutCloseUp],
  'Strange noises': [furnaceCloset],
}

const render = (scene: Scene): Buffer => {
  const canvas = createCanvas(WIDTH, HEIGHT)
  scene.draw(canvas.getContext('2d'))
  return canvas.toBuffer('image/png')
}

export type DemoPhotoTarget = {
  id: string
  tenantId: string
  specificIssue: string
  createdAt: Date
}

/** Stores the photos of each request that has a scene, owned by its tenant as an upload would be. */
export const insertDemoPhotos = async (db: Db, store: FileStore, requests: DemoPhotoTarget[]) => {
  for (const request of requests) {
    const scenes = SCENES[request.specificIssue] ?? []
    for (const [index, scene] of scenes.entries()) {
      const bytes = render(scene)
      const fileId = randomUUID()
      // A millisecond apart, as uploads are, so 'File 1, File 2…' keep the tenant's order.
      const createdAt = new Date(request.createdAt.getTime() + index).toISOString()
      await db
        .insertInto('stored_files')
        .values({
          id: fileId,
          storage_key: await store.put(bytes),
          original_name: scene.filename,
          content_type: 'image/png',
          size_bytes: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          owner_type: 'tenant',
          owner_id: request.tenantId,
          created_at: createdAt,
        })
        .execute()
      await db
        .insertInto('maintenance_files')
        .values({
          id: randomUUID(),
          request_id: request.id,
          file_id: fileId,
          created_at: createdAt,
        })
        .execute()
    }
  }
}

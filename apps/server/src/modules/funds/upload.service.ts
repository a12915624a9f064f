import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../module.ts';
import type { Queryable } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/errors.ts';

/**
 * Proof images. The type is decided by the file's first bytes, never by its name or the
 * client's Content-Type; the bytes are stored under DATA_DIR/uploads (outside the web root)
 * with a random name, and read back only by their owner or an operator.
 */
const KINDS = [
  { mime: 'image/jpeg', ext: 'jpg', test: (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/png', ext: 'png', test: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/webp', ext: 'webp', test: (b: Buffer) => b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
] as const;

export function imageKind(bytes: Buffer) {
  return KINDS.find((k) => k.test(bytes)) ?? null;
}

export function uploadDir(ctx: AppContext): string {
  return path.resolve(ctx.config.DATA_DIR, 'uploads');
}

export function uploadLimitMb(ctx: AppContext): number {
  return Math.floor((ctx.config.UPLOAD_LIMIT_BYTES / (1024 * 1024)) * 10) / 10;
}

/** An image checked and written under its new name; its row is not stored yet. */
export interface WrittenImage {
  storedName: string;
  path: string;
  mime: string;
  size: number;
  sha256: string;
}

/**
 * Checks an image (not empty, within the size limit, a JPEG, PNG or WebP by its bytes) and
 * writes it under a new random name. The caller stores its row (`storeImageRow`), in the
 * transaction of whatever refers to it, or removes the file (`removeImageFile`).
 */
export async function writeImageFile(ctx: AppContext, bytes: Buffer): Promise<WrittenImage> {
  if (bytes.length === 0) throw badRequest('funds.upload_missing');
  if (bytes.length > ctx.config.UPLOAD_LIMIT_BYTES) throw badRequest('funds.upload_too_large', { max: uploadLimitMb(ctx) });
  const kind = imageKind(bytes);
  if (!kind) throw badRequest('funds.upload_not_image');
  const dir = uploadDir(ctx);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const storedName = `${randomBytes(16).toString('hex')}.${kind.ext}`;
  const file = path.join(dir, storedName);
  await fs.writeFile(file, bytes, { mode: 0o600, flag: 'wx' });
  return { storedName, path: file, mime: kind.mime, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Removes a written image whose row was not stored (the request it came with was refused). */
export async function removeImageFile(image: WrittenImage): Promise<void> {
  await fs.rm(image.path, { force: true });
}

/** The row of a written image, owned by `userId`. */
export async function storeImageRow(db: Queryable, userId: number, image: WrittenImage, purpose = 'recharge_proof') {
  const row = await db
    .insertInto('upload_file')
    .values({ user_id: userId, purpose, stored_name: image.storedName, mime: image.mime, size_bytes: image.size, sha256: image.sha256 })
    .returning(['id', 'mime', 'size_bytes', 'created_at'])
    .executeTakeFirstOrThrow();
  return { fileId: row.id, mime: row.mime, size: row.size_bytes, url: fileUrl(row.id) };
}

/** An image uploaded on its own (`/api/upload/image`): written and its row stored. */
export async function saveImage(ctx: AppContext, userId: number, bytes: Buffer, purpose = 'recharge_proof') {
  const image = await writeImageFile(ctx, bytes);
  try {
    return await storeImageRow(ctx.database.db, userId, image, purpose);
  } catch (err) {
    await removeImageFile(image);
    throw err;
  }
}

export const fileUrl = (fileId: number) => `/api/upload/file?fileId=${fileId}`;

/** A stored image of `userId` (null: any owner, for operators). */
export async function readImage(ctx: AppContext, db: Queryable, fileId: number, userId: number | null) {
  let q = db.selectFrom('upload_file').select(['stored_name', 'mime', 'size_bytes']).where('id', '=', fileId);
  if (userId !== null) q = q.where('user_id', '=', userId);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound('funds.upload_not_found');
  const bytes = await fs.readFile(path.join(uploadDir(ctx), row.stored_name)).catch(() => null);
  if (!bytes) throw notFound('funds.upload_not_found');
  return { bytes, mime: row.mime };
}

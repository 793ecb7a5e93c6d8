import type { Plugin } from 'vite'

/** One file compressed by precompress.mjs: its size and its copies' (0 when a copy was not smaller). */
export interface Precompressed {
  file: string
  raw: number
  br: number
  gz: number
}
/** Writes .br and .gz copies of every compressible file under `dir`. */
export function precompressDir(dir: string): Promise<Precompressed[]>
/** The Vite plugin running precompressDir on the build's output folder. */
export default function precompress(): Plugin

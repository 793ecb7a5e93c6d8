/**
 * Splits a byte stream of newline-delimited JSON into lines. Chunks may end anywhere: inside a line, inside a
 * multi-byte UTF-8 character, between '\r' and '\n'. The decoder keeps partial characters and the splitter keeps
 * the partial line until the next chunk completes it.
 */
export class LineSplitter {
  private readonly decoder = new TextDecoder('utf-8')
  private rest = ''

  /** The complete lines of this chunk (without their line ends; empty lines dropped). */
  push(chunk: Uint8Array): string[] {
    return this.split(this.rest + this.decoder.decode(chunk, { stream: true }))
  }

  /** The last line when the stream ended without a final newline. */
  end(): string[] {
    const text = this.rest + this.decoder.decode()
    this.rest = ''
    const line = text.replace(/\r$/, '')
    return line.trim() ? [line] : []
  }

  private split(text: string): string[] {
    const lines: string[] = []
    let start = 0
    for (;;) {
      const nl = text.indexOf('\n', start)
      if (nl < 0) break
      let end = nl
      if (end > start && text.charCodeAt(end - 1) === 13) end--
      if (end > start) lines.push(text.slice(start, end))
      start = nl + 1
    }
    this.rest = start === 0 ? text : text.slice(start)
    return lines
  }
}

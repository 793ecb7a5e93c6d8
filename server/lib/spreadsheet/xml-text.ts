import { refuse } from './refusal'

/** The text of XML and of OOXML strings: character and entity references, and the `_xHHHH_` escape. */

const AMP = 38
const SEMICOLON = 59

function entity(xml: string, start: number, end: number): string {
  const name = xml.slice(start, end)
  switch (name) {
    case 'lt':
      return '<'
    case 'gt':
      return '>'
    case 'amp':
      return '&'
    case 'quot':
      return '"'
    case 'apos':
      return "'"
  }
  let code = NaN
  if (name.length > 2 && (name[1] === 'x' || name[1] === 'X') && name[0] === '#') {
    if (/^#[xX][0-9a-fA-F]{1,6}$/.test(name)) code = parseInt(name.slice(2), 16)
  } else if (/^#[0-9]{1,7}$/.test(name)) code = Number(name.slice(1))
  if (!(code > 0 && code <= 0x10ffff) || (code >= 0xd800 && code <= 0xdfff)) refuse('malformed')
  return String.fromCodePoint(code)
}

/** The text of xml[start, end) with its character and entity references decoded; an unknown entity is refused. */
export function decodeXml(xml: string, start: number, end: number): string {
  let p = start
  while (p < end && xml.charCodeAt(p) !== AMP) p++
  if (p === end) return xml.slice(start, end)
  const parts: string[] = []
  let from = start
  while (p < end) {
    if (xml.charCodeAt(p) !== AMP) {
      p++
      continue
    }
    let semi = p + 1
    while (semi < end && semi - p <= 10 && xml.charCodeAt(semi) !== SEMICOLON) semi++
    if (semi >= end || xml.charCodeAt(semi) !== SEMICOLON) refuse('malformed')
    parts.push(xml.slice(from, p), entity(xml, p + 1, semi))
    p = from = semi + 1
  }
  parts.push(xml.slice(from, end))
  return parts.join('')
}

const isHex = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102)

/** OOXML's escape of characters XML cannot hold in strings: `_xHHHH_` (and `_x005F_` for an underscore). */
export function unescapeOoxml(text: string): string {
  let p = text.indexOf('_x')
  if (p < 0) return text
  const parts: string[] = []
  let from = 0
  while (p >= 0) {
    if (
      p + 6 < text.length &&
      text.charCodeAt(p + 6) === 95 /* _ */ &&
      isHex(text.charCodeAt(p + 2)) &&
      isHex(text.charCodeAt(p + 3)) &&
      isHex(text.charCodeAt(p + 4)) &&
      isHex(text.charCodeAt(p + 5))
    ) {
      parts.push(text.slice(from, p), String.fromCharCode(parseInt(text.slice(p + 2, p + 6), 16)))
      from = p + 7
      p = text.indexOf('_x', from)
    } else p = text.indexOf('_x', p + 1)
  }
  parts.push(text.slice(from))
  return parts.join('')
}

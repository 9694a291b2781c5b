/**
 * spec accounts §5: a URL must start with http or https and parse. A host of labels with an
 * optional port, then a path without quotes, angle brackets, backslashes or spaces (what
 * would break out of an attribute or a link one day), without I/O globals.
 */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*(:\d{1,5})?([/?#][^\s"'<>\\`{}|^]*)?$/iu.test(value);
}

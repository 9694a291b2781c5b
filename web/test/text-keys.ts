/** A feature's texts as the keys code names them (plural suffixes dropped), for the texts tests. */
export type TextTree = { [key: string]: string | TextTree };

const PLURAL = /_(zero|one|two|few|many|other)$/;

export function textKeys(tree: TextTree, prefix = ''): Set<string> {
  const result = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.add(path.replace(PLURAL, ''));
    else for (const inner of textKeys(value, path)) result.add(inner);
  }
  return result;
}

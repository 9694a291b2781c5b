import type { MessageTree } from './messages.en.ts';

export type MessageParams = Record<string, string | number>;

/** Looks a dotted code up in a tree and fills `{{name}}` placeholders; unknown codes come back as-is. */
export function formatMessage(tree: MessageTree, code: string, params: MessageParams = {}): string {
  let node: unknown = tree;
  for (const part of code.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return code;
  return node.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

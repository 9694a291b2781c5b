/**
 * Other spellings of one path that an HTTP router may well take for the same route:
 * percent-encoded letters and `-`, doubled slashes, dot segments, other letter case,
 * a trailing slash, and mixes of them. A guard comparing the URL text misses every one.
 */
export function pathVariants(path: string): string[] {
  const segments = path.split('/').slice(1);
  const encodeFirstLetter = (segment: string) =>
    segment.replace(/[a-z]/i, (letter) => `%${letter.charCodeAt(0).toString(16).padStart(2, '0')}`);
  const variants = [
    `/${segments.map(encodeFirstLetter).join('/')}`,
    `/${encodeFirstLetter(segments[0] ?? '')}/${segments.slice(1).join('/')}`,
    path.replaceAll('-', '%2D'),
    path.replaceAll('-', '%2d'),
    path.replaceAll('/', '//'),
    `/${segments[0]}//${segments.slice(1).join('/')}`,
    `/${segments[0]}/./${segments.slice(1).join('/')}`,
    `/no-such/../${segments.join('/')}`,
    `/${segments[0]}/%2e/${segments.slice(1).join('/')}`,
    path.toUpperCase(),
    path.replace(/[a-z]/, (letter) => letter.toUpperCase()),
    `${path}/`,
    `/${encodeFirstLetter(segments[0] ?? '').toUpperCase()}/${segments.slice(1).join('/').replaceAll('-', '%2D')}/`,
  ];
  return [...new Set(variants)].filter((variant) => variant !== path);
}

/** A concrete path for a route pattern: `:param` and `*` filled in. */
export function concretePath(url: string, fill = '1'): string {
  return url.replace(/:(\w+)/g, fill).replace(/\*$/, 'no-such-thing');
}

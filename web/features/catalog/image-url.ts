/** The widths the image repository resizes to (the server's IMAGE_WIDTHS); never load an original. */
export const IMAGE_WIDTHS = [160, 320, 480, 800, 1200] as const;

/** A repository image URL at one width; avatar URLs already carry `?v=`. */
export function sizedImage(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

/** `srcset` candidates for the given widths. */
export function imageSrcSet(url: string, widths: readonly number[] = IMAGE_WIDTHS): string {
  return widths.map((width) => `${sizedImage(url, width)} ${width}w`).join(', ');
}

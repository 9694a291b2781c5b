import { cloneElement, useState, type ComponentType, type ReactElement } from 'react';

/** A menu that can mount already open, for the click that loaded it. */
export type OpenableMenu = ComponentType<{ initiallyOpen?: boolean }>;

/**
 * The Radix menus and their positioning engine are about 30 KB gzip, more than a third of what the
 * first page needs, and most visitors never open them. Until the first click a look-alike trigger
 * stands in; pointing at it starts the download, and the click mounts the real menu open.
 */
export function MenuOnFirstUse({
  load,
  trigger,
}: {
  load: () => Promise<OpenableMenu>;
  trigger: ReactElement<{ onClick?: () => void; onPointerEnter?: () => void }>;
}) {
  const [Menu, setMenu] = useState<OpenableMenu>();
  if (Menu) return <Menu initiallyOpen />;
  return cloneElement(trigger, {
    onPointerEnter: () => void load(),
    onClick: () => void load().then((loaded) => setMenu(() => loaded)),
  });
}

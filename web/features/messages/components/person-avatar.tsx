import type { Person } from '#domain/messages/message.response.ts';

/** A round avatar, or the first letter of the name on a warm background. */
export function PersonAvatar({
  person,
  fallback,
  size = 44,
}: {
  person: Person;
  fallback: string;
  size?: number;
}) {
  const style = { width: size, height: size };
  if (person.avatarUrl) {
    return <img src={person.avatarUrl} alt="" style={style} className="shrink-0 rounded-full object-cover" />;
  }
  return (
    <span
      aria-hidden="true"
      style={style}
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-paprika-soft font-bold text-paprika-dark"
    >
      {(person.name ?? fallback).slice(0, 1).toUpperCase()}
    </span>
  );
}

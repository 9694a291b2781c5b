/** Questions to ask with one tap: for a first visit, and after an answer the assistant did not know. */
export function SuggestionChips({
  items,
  onPick,
  label,
}: {
  items: readonly string[];
  onPick: (text: string) => void;
  label?: string;
}) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <button
            type="button"
            onClick={() => onPick(item)}
            className="rounded-full border border-paprika bg-surface px-3 py-1.5 text-left text-sm font-semibold text-paprika-dark hover:bg-paprika-soft"
          >
            {item}
          </button>
        </li>
      ))}
    </ul>
  );
}

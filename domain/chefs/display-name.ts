/**
 * What a chef may be named by. Each list knows some of it: the catalogue has no e-mail, the
 * console's order rows no full name; a part that is missing is simply skipped.
 */
export interface ChefNameParts {
  firstName?: string | null;
  lastName?: string | null;
  nickname?: string | null;
  email?: string | null;
}

/**
 * How a chef is named wherever one is shown or mailed, in this order: the full name (first and
 * last, whichever are filled in), else the nickname (the chef page's link), else the e-mail (only
 * the console is handed one), else ''. People know a chef by name; the nickname is public but
 * chosen; the e-mail is the one thing every account has. The console may show the e-mail again
 * on a second line, but the name is always this one.
 */
export function chefDisplayName(chef: ChefNameParts): string {
  const fullName = [chef.firstName, chef.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return fullName || chef.nickname?.trim() || chef.email?.trim() || '';
}

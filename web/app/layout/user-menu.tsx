import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { useProfile } from '../../features/auth/session.ts';
import { useSignOut } from '../../features/auth/use-sign-out.ts';
import { Avatar } from './avatar.tsx';
import { useNavItems } from './nav-links.ts';

const ITEM =
  'flex min-h-11 cursor-pointer items-center rounded-field px-3 text-base text-ink outline-none data-[highlighted]:bg-sand';

/** spec accounts §2: the avatar menu of a signed-in user (profile links and sign out). */
export function UserMenu({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const items = useNavItems().filter((item) => item.place === 'account');
  const { signOut } = useSignOut();
  if (!profile) return null;
  return (
    <DropdownMenu.Root modal={false} defaultOpen={initiallyOpen}>
      <DropdownMenu.Trigger
        aria-label={t('account.menu')}
        className="inline-flex min-h-11 items-center gap-1 rounded-full pr-2 pl-1 hover:bg-sand"
      >
        <Avatar profile={profile} />
        <ChevronDownIcon size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-card border border-line bg-surface p-1.5 shadow-pop animate-fade-in"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate font-bold text-ink">
              {profile.name || profile.nickname || profile.email}
            </span>
            {profile.name || profile.nickname ? (
              <span className="block truncate text-sm text-muted">{profile.email}</span>
            ) : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          {items.map((item) => (
            <DropdownMenu.Item key={item.to} asChild className={ITEM}>
              <Link to={item.to}>{t(item.labelKey)}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            className={`${ITEM} font-semibold text-paprika-dark`}
            onSelect={() => void signOut()}
          >
            {t('auth.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { MailIcon } from '../../../components/ui/icons.tsx';
import '../entry-texts.ts';

// The ways into a conversation from other pages; they load after the page (lazily), with their few words.

/**
 * "Ask the chef" on the chef page and a dish page: opens the conversation through
 * /messages/new, which sends a visitor to sign in first and back here after.
 */
export function AskChefButton({ chefNickname, productId }: { chefNickname?: string; productId?: string }) {
  const { t } = useTranslation();
  const query = new URLSearchParams(productId ? { productId } : { chef: chefNickname ?? '' });
  return (
    <div className="flex flex-col items-start gap-1">
      <Link to={`/messages/new?${query.toString()}`} className={buttonClasses('secondary', 'md')}>
        <MailIcon size={18} />
        {productId ? t('chat.ask.dish') : t('chat.ask.chef')}
      </Link>
      <p className="text-xs text-muted">{t('chat.ask.hint')}</p>
    </div>
  );
}

/**
 * The order page's way into its conversations: the buyer writes to each chef of the
 * order (named by their dishes when there are several), a chef to the buyer.
 */
export function OrderMessages({
  orderId,
  viewer,
  chefs,
}: {
  orderId: string;
  viewer: 'buyer' | 'seller';
  chefs: { chefUserId: string; dishes: string[] }[];
}) {
  const { t } = useTranslation();
  const links =
    viewer === 'seller'
      ? [{ key: 'customer', query: { orderId }, label: t('chat.order.messageCustomer') }]
      : chefs.map((chef) => ({
          key: chef.chefUserId,
          query: { orderId, chefUserId: chef.chefUserId },
          label:
            chefs.length > 1
              ? t('chat.order.messageChef', { name: chef.dishes.join(', ') })
              : t('chat.ask.chef'),
        }));
  if (!links.length) return null;
  return (
    <section aria-labelledby="order-messages" className="mt-6 rounded-card bg-surface p-4 shadow-card">
      <h2 id="order-messages" className="text-base font-bold text-ink">
        {t('chat.order.title')}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <Link
            key={link.key}
            to={`/messages/new?${new URLSearchParams(link.query).toString()}`}
            className={buttonClasses('secondary', 'sm')}
          >
            <MailIcon size={16} />
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { MailIcon } from '../../../components/ui/icons.tsx';
import '../texts.ts';

/**
 * "Ask the chef" on the chef page and a dish page (issue 20 §2): opens the conversation through
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

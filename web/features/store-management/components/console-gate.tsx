import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import '../texts.ts';

/** What a visitor or a non-staff account sees at /store-management: a clear way out, nothing else. */
export function ConsoleGate({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-lg rounded-sheet border border-line bg-surface p-6 text-center shadow-card">
      <h1 className="text-2xl font-black text-ink">
        {signedIn ? t('storeConsole.forbiddenTitle') : t('storeConsole.signInTitle')}
      </h1>
      <p className="mt-2 text-muted">
        {signedIn ? t('storeConsole.forbiddenBody') : t('storeConsole.signInBody')}
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {signedIn ? null : (
          <Link to="/signin?source=regular_login" className={buttonClasses('primary')}>
            {t('storeConsole.signIn')}
          </Link>
        )}
        <Link to="/mp" className={buttonClasses(signedIn ? 'primary' : 'secondary')}>
          {t('storeConsole.goHome')}
        </Link>
      </div>
    </div>
  );
}

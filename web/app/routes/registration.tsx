import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { RegistrationForm } from '../../features/auth/components/registration-form.tsx';
import { AuthShell } from '../layout/auth-shell.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';

/** spec accounts §2: the older registration screen (e-mail and password, then /profile). */
export function RegistrationPage() {
  const { t } = useTranslation();
  return (
    <AuthShell>
      <DocumentTitle title={`${t('auth.registration.title')} · ${BRAND_NAME}`} />
      <div className="rounded-sheet bg-surface p-6 shadow-card sm:p-8">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('auth.registration.title')}</h1>
        <p className="mt-2 text-muted">{t('auth.registration.lead')}</p>
        <div className="mt-6">
          <RegistrationForm />
        </div>
        <p className="mt-6 border-t border-line pt-5 text-sm text-muted">
          {t('auth.haveAccount')}{' '}
          <Link
            to="/login"
            className="font-semibold text-paprika-dark underline underline-offset-4 hover:text-ink"
          >
            {t('auth.logIn')}
          </Link>
        </p>
      </div>
    </AuthShell>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { translateCode } from '../../../i18n/i18n.ts';
import { isApiError } from '../../../lib/api-client.ts';
import '../texts.ts';
import { openThread, type OpenThreadInput } from '../api/open-thread.ts';

/**
 * /messages/new?chef=… | productId=… | orderId=…[&chefUserId=…] | eventRequestId=…[&chefUserId=…]: opens (or finds) the conversation
 * and goes to it, for a signed-in user (the route sends a visitor to sign in first).
 */
export function StartThread({ input }: { input: OpenThreadInput }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    openThread(input).then(
      (thread) => void navigate(`/messages/${thread.id}`, { replace: true }),
      (error: unknown) => {
        const first = isApiError(error) ? error.envelope.messages?.[0] : undefined;
        setFailure(
          first?.code ? translateCode(first.code, first.params, first.message) : t('chat.start.failed'),
        );
      },
    );
  }, [input, navigate, t]);

  if (failure) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Banner tone="error">{failure}</Banner>
        <Link to="/messages" className="font-semibold text-paprika-dark underline underline-offset-4">
          {t('chat.thread.back')}
        </Link>
      </div>
    );
  }
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <p className="text-muted">{t('chat.start.opening')}</p>
      <Skeleton className="h-14" />
    </div>
  );
}

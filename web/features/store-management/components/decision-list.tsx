import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Decision } from '../types.ts';
import { useConsoleFormat, useDynamicText } from './use-console-format.ts';

/** The audit of one item: who decided what, when and why, oldest first. */
export function DecisionList({ decisions }: { decisions: readonly Decision[] }) {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const text = useDynamicText();
  return (
    <section className="mt-4">
      <h4 className="text-sm font-bold text-ink">{t('storeConsole.decisions.title')}</h4>
      {decisions.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t('storeConsole.decisions.none')}</p>
      ) : (
        <ol className="mt-1 flex flex-col gap-1.5 text-sm">
          {decisions.map((decision, index) => (
            <li key={decision.id ?? index} className="rounded-field bg-sand px-3 py-2">
              <span className="font-semibold text-ink">
                {decision.who
                  ? t('storeConsole.decisions.entry', {
                      action: text(`storeConsole.decisions.actions.${decision.action}`, decision.action),
                      who: decision.who,
                    })
                  : text(`storeConsole.decisions.actions.${decision.action}`, decision.action)}
              </span>{' '}
              {decision.at ? (
                <time className="text-muted" dateTime={new Date(decision.at).toISOString()}>
                  {format.dateTime(decision.at)}
                </time>
              ) : null}
              {decision.reason ? (
                <p className="mt-0.5 whitespace-pre-line text-ink">{decision.reason}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

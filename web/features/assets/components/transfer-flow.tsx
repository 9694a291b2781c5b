import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  ADDRESS_TYPES,
  AssetRequestSchema,
  isInternalAddressType,
  type AddressTypeCode,
} from '#domain/assets/assets.ts';
import { toFieldIssues, type FieldIssue } from '#domain/validation.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { describe, type Describable } from '../../../i18n/describe.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldMessages } from '../../../lib/api-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import type { ConfirmedTransfer, TransferRequest } from '#domain/assets/assets.response.ts';
import { useAssets, useConfirmTransfer, useRequestTransfer } from '../api/assets.ts';
import { useAssetFormat } from '../format.ts';
import '../texts.ts';

type Field = 'recipientAddressType' | 'recipientAddress' | 'volume';
type Problems = Partial<Record<Field | 'pin', Describable>>;
const FIELDS: Field[] = ['recipientAddressType', 'recipientAddress', 'volume'];

interface FormValues {
  recipientAddressType: string;
  recipientAddress: string;
  volume: string;
}

/** Server and domain problems per field, with the sentence's parameters (`{{max}}`, `{{balance}}`). */
function problemsFromIssues(issues: FieldIssue[]): Problems {
  const problems: Problems = {};
  for (const issue of issues) problems[issue.field as Field] = { code: issue.code, params: issue.params };
  return problems;
}

function problemsFromError(error: unknown): { fields: Problems; general: Describable | null } {
  if (!isApiError(error)) return { fields: {}, general: { code: 'pages.checkout.unexpectedError' } };
  const fields: Problems = {};
  for (const [field, item] of Object.entries(fieldMessages(error))) {
    fields[field as Field] = { code: item.code, params: item.params, message: item.message };
  }
  const general = Object.keys(fields).length
    ? null
    : { code: error.firstMessage?.code, params: error.firstMessage?.params, message: error.message };
  return { fields, general };
}

/**
 * /execute (spec marketplace §2, §4 "Transfer flow"): the form (address type, destination, amount),
 * then the PIN mailed after a successful request, then the result. Every refusal is shown on its
 * field in the spec's words, e.g. "Not valid email" for the e-mail type.
 */
export function TransferFlow({ email }: { email: string }) {
  const [request, setRequest] = useState<TransferRequest | null>(null);
  const [result, setResult] = useState<ConfirmedTransfer | null>(null);
  const [values, setValues] = useState<FormValues>({
    recipientAddressType: String(3),
    recipientAddress: '',
    volume: '',
  });

  if (result) {
    return (
      <TransferDone
        result={result}
        onAnother={() => {
          setResult(null);
          setRequest(null);
          setValues((current) => ({ ...current, recipientAddress: '', volume: '' }));
        }}
      />
    );
  }
  if (request) {
    return (
      <PinStep
        email={email}
        request={request}
        onBack={() => setRequest(null)}
        onDone={(done) => {
          showToast('success', 'assetPages.toasts.transferred');
          setResult(done);
        }}
      />
    );
  }
  return <TransferForm values={values} onChange={setValues} onRequested={setRequest} />;
}

function TransferForm({
  values,
  onChange,
  onRequested,
}: {
  values: FormValues;
  onChange: (values: FormValues) => void;
  onRequested: (request: TransferRequest) => void;
}) {
  const { t } = useTranslation();
  const board = useAssets();
  const { volume } = useAssetFormat();
  const requestTransfer = useRequestTransfer();
  const [problems, setProblems] = useState<Problems>({});
  const [general, setGeneral] = useState<Describable | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const type = Number(values.recipientAddressType) as AddressTypeCode;
  const typeName = ADDRESS_TYPES[type] ?? 'email';

  const update = (field: Field, value: string) => {
    onChange({ ...values, [field]: value });
    setProblems((current) => ({ ...current, [field]: undefined }));
    setGeneral(null);
  };

  const focusFirst = (found: Problems) => {
    const first = FIELDS.find((field) => found[field]);
    const element = first ? formRef.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (requestTransfer.isPending) return;
    const parsed = AssetRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found = problemsFromIssues(toFieldIssues(parsed.error));
      setProblems(found);
      focusFirst(found);
      return;
    }
    try {
      onRequested(await requestTransfer.mutateAsync(values));
    } catch (error) {
      const found = problemsFromError(error);
      setProblems(found.fields);
      setGeneral(found.general);
      focusFirst(found.fields);
    }
  }

  const errorOf = (field: Field) => {
    const problem = problems[field];
    return problem ? describe({ ...problem, params: { ...problem.params, field } }) : undefined;
  };

  return (
    <section aria-labelledby="execute-title">
      <h1 id="execute-title" className="text-3xl font-black tracking-tight text-ink sm:text-4xl">
        {t('assetPages.execute.title')}
      </h1>
      <p className="mt-2 text-muted">{t('assetPages.execute.lead')}</p>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        className="mt-6 flex flex-col gap-5 rounded-card bg-surface p-4 shadow-card sm:p-6"
      >
        <p className="text-sm font-semibold text-muted" aria-live="polite">
          {board.data ? t('assetPages.execute.available', { volume: volume(board.data.volume) }) : '\u00a0'}
        </p>
        <SelectField
          name="recipientAddressType"
          label={t('assetPages.execute.addressType')}
          value={values.recipientAddressType}
          onChange={(event) => update('recipientAddressType', event.target.value)}
          options={ADDRESS_TYPES.map((name, code) => ({
            value: String(code),
            label: t(`assetPages.execute.types.${name}`),
          }))}
          error={errorOf('recipientAddressType')}
        />
        <TextField
          name="recipientAddress"
          label={t('assetPages.execute.destination')}
          value={values.recipientAddress}
          onChange={(event) => update('recipientAddress', event.target.value)}
          placeholder={t(`assetPages.execute.placeholders.${typeName}`)}
          type={type === 3 ? 'email' : 'text'}
          autoComplete={type === 3 ? 'email' : 'off'}
          autoCapitalize="none"
          spellCheck={false}
          error={errorOf('recipientAddress')}
        />
        <TextField
          name="volume"
          label={t('assetPages.execute.amount')}
          value={values.volume}
          onChange={(event) => update('volume', event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          error={errorOf('volume')}
        />
        {isInternalAddressType(type) ? null : (
          <p className="text-sm text-muted">{t('assetPages.execute.externalNote')}</p>
        )}
        {general ? (
          <Banner tone="error">
            <p>{describe(general)}</p>
          </Banner>
        ) : null}
        <Button type="submit" size="lg" isLoading={requestTransfer.isPending} className="w-full">
          {t('assetPages.execute.continue')}
        </Button>
      </form>
    </section>
  );
}

function PinStep({
  email,
  request,
  onBack,
  onDone,
}: {
  email: string;
  request: TransferRequest;
  onBack: () => void;
  onDone: (result: ConfirmedTransfer) => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmTransfer();
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<Describable | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirm.isPending) return;
    if (!pin.trim()) {
      setProblem({ code: 'forms.validation.required', params: { field: 'pin' } });
      input.current?.focus();
      return;
    }
    try {
      onDone(await confirm.mutateAsync({ requestId: request.requestId, pin: pin.trim() }));
    } catch (error) {
      const found = problemsFromError(error);
      setProblem(
        found.fields.pin ?? found.fields.volume ?? found.general ?? Object.values(found.fields)[0] ?? null,
      );
      input.current?.focus();
      input.current?.select();
    }
  }

  return (
    <section aria-labelledby="pin-title">
      <h1
        id="pin-title"
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-black tracking-tight text-ink sm:text-4xl"
      >
        {t('assetPages.execute.pinTitle')}
      </h1>
      <p className="mt-2 text-muted">
        {t('assetPages.execute.pinLead', {
          email,
          volume: request.volume,
          address: request.recipientAddress,
        })}
      </p>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        className="mt-6 flex flex-col gap-5 rounded-card bg-surface p-4 shadow-card sm:p-6"
      >
        <TextField
          ref={input}
          name="pin"
          label={t('assetPages.execute.pin')}
          value={pin}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '').slice(0, 6);
            setPin(digits);
            setProblem(null);
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="max-w-48"
          error={problem ? describe({ ...problem, params: { ...problem.params, field: 'pin' } }) : undefined}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" isLoading={confirm.isPending}>
            {t('assetPages.execute.confirm')}
          </Button>
          <Button variant="ghost" size="lg" onClick={onBack}>
            {t('assetPages.execute.back')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function TransferDone({ result, onAnother }: { result: ConfirmedTransfer; onAnother: () => void }) {
  const { t } = useTranslation();
  const { volume } = useAssetFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const { transfer } = result;
  const params = { volume: transfer.volume, address: transfer.recipientAddress };
  return (
    <section aria-labelledby="done-title" className="rounded-card bg-surface p-6 shadow-card">
      <h1
        id="done-title"
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-black tracking-tight text-basil"
      >
        {t('assetPages.execute.successTitle')}
      </h1>
      <p className="mt-3 text-lg text-ink">
        {transfer.kind === 'internal'
          ? t('assetPages.execute.successInternal', params)
          : t('assetPages.execute.successWithdrawal', params)}
      </p>
      <p className="mt-2 font-semibold text-ink" data-testid="asset-balance-after">
        {t('assetPages.execute.newBalance', { volume: volume(result.volume) })}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/board" className={buttonClasses('primary')}>
          {t('assetPages.execute.toBoard')}
        </Link>
        <Button variant="secondary" onClick={onAnother}>
          {t('assetPages.execute.another')}
        </Button>
      </div>
    </section>
  );
}

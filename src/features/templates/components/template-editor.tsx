import { Badge, Button, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { MessageTemplate } from '@/domain/contracts/templates';
import { messageTextProblems } from '@/domain/message-kinds';
import type { TemplateProblem } from '@/domain/message-template';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { useResetTemplate, useSaveTemplate } from '../api/message-templates';
import { TemplatePreviewPanel } from './template-preview-panel';
import { VariableList } from './variable-list';

type FieldName = 'subject' | 'body';
const FIELDS: readonly FieldName[] = ['subject', 'body'];

/** One message kind in one language: subject and body, its variables, live problems and a preview. */
export function TemplateEditor({ template }: { template: MessageTemplate }) {
  const { t } = useTranslation('templates');
  const { kind, lang } = template;
  const isEmail = template.channel === 'email';
  const [text, setText] = useState({ subject: template.subject, body: template.body });
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [confirmReset, setConfirmReset] = useState(false);
  const fields = { subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null) };
  // Where a variable goes: the field the owner was last in (the body until they pick one).
  const lastField = useRef<FieldName>('body');
  const save = useSaveTemplate(kind, lang);
  const reset = useResetTemplate(kind, lang);

  // The same check the server makes on save (src/domain/message-kinds.ts), shown as they type.
  const problems = messageTextProblems(kind, text);
  const describe = (problem: TemplateProblem) =>
    problem.kind === 'malformed'
      ? t('problems.malformed')
      : t(`problems.${problem.kind}`, { name: problem.name });
  const fieldProblems = (field: FieldName): string[] => {
    const blank = (field === 'body' || isEmail) && text[field].trim() === '' ? [t('problems.blank')] : [];
    return [...blank, ...problems[field].map(describe)];
  };
  const sendable = FIELDS.every((field) => fieldProblems(field).length === 0);

  const change = (field: FieldName, value: string) => {
    setText((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const insert = (name: string) => {
    const field = isEmail ? lastField.current : 'body';
    const control = fields[field].current;
    const token = `{{${name}}}`;
    const current = text[field];
    const start = control?.selectionStart ?? current.length;
    const end = control?.selectionEnd ?? current.length;
    change(field, current.slice(0, start) + token + current.slice(end));
    // Back in the field, the cursor after what was inserted, ready to type on.
    requestAnimationFrame(() => {
      control?.focus();
      control?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const submit = () => {
    if (!sendable) return;
    save.mutate(text, {
      onSuccess: () => notifySuccess(t('saved')),
      onError: (error) =>
        showFormErrors(error, { setErrors: setServerErrors, setStatus: () => undefined }, FIELDS, 'toast'),
    });
  };

  const errorsOf = (field: FieldName) => [
    ...fieldProblems(field),
    ...(serverErrors[field] ? [serverErrors[field]] : []),
  ];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';

  return (
    <Stack
      as="form"
      gap="4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <HStack gap="2">
        <Badge colorPalette={template.customised ? 'orange' : 'gray'}>
          {template.customised ? t('customised') : t('default')}
        </Badge>
      </HStack>
      {isEmail && (
        <Field.Root invalid={errorsOf('subject').length > 0}>
          <Field.Label>{t('fields.subject')}</Field.Label>
          <Input
            ref={fields.subject}
            name="subject"
            dir={dir}
            value={text.subject}
            maxLength={200}
            onFocus={() => {
              lastField.current = 'subject';
            }}
            onChange={(event) => change('subject', event.target.value)}
          />
          {errorsOf('subject').map((message) => (
            <Field.ErrorText key={message}>{message}</Field.ErrorText>
          ))}
        </Field.Root>
      )}
      <Field.Root invalid={errorsOf('body').length > 0}>
        <Field.Label>{t('fields.body')}</Field.Label>
        <Textarea
          ref={fields.body}
          name="body"
          dir={dir}
          value={text.body}
          rows={isEmail ? 10 : 4}
          maxLength={5000}
          onFocus={() => {
            lastField.current = 'body';
          }}
          onChange={(event) => change('body', event.target.value)}
        />
        {errorsOf('body').map((message) => (
          <Field.ErrorText key={message}>{message}</Field.ErrorText>
        ))}
      </Field.Root>
      <VariableList
        kind={kind}
        variables={template.variables}
        required={template.required}
        onInsert={insert}
      />
      <HStack gap="3" flexWrap="wrap">
        <Button type="submit" colorPalette="orange" loading={save.isPending} disabled={!sendable}>
          {t('save')}
        </Button>
        {template.customised && (
          <Button variant="outline" onClick={() => setConfirmReset(true)}>
            {t('reset')}
          </Button>
        )}
      </HStack>
      <TemplatePreviewPanel kind={kind} lang={lang} text={text} ready={sendable} />
      <ConfirmDialog
        open={confirmReset}
        title={t('reset_title')}
        message={t('reset_message')}
        onClose={() => setConfirmReset(false)}
        onConfirm={async () => {
          try {
            const restored = await reset.mutateAsync();
            setText({ subject: restored.subject, body: restored.body });
            setServerErrors({});
            notifySuccess(t('reset_done'));
          } catch (error) {
            notifyError(error);
          }
        }}
      />
    </Stack>
  );
}

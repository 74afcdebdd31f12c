import { Field, Textarea } from '@chakra-ui/react';
import { useField } from 'formik';

/**
 * A Formik-bound textarea for text in one language: written in that language's direction
 * whatever the page's, so Arabic terms read right to left on the English page too.
 */
export function LanguageTextField({
  name,
  label,
  lang,
  rows = 3,
  helperText,
}: {
  name: string;
  label: string;
  lang: 'en' | 'ar';
  rows?: number;
  helperText?: string;
}) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Textarea
        {...field}
        value={field.value ?? ''}
        rows={rows}
        lang={lang}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
      />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText aria-live="polite">{error}</Field.ErrorText>
    </Field.Root>
  );
}

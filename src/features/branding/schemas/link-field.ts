import * as yup from 'yup';
import { linkProblem } from '@/domain/link-rules';
import type { TFunction } from '@/lib/i18n-runtime';

/** An optional web address customers may follow: blank, or what the server accepts (link-rules). */
export const linkSchema = (t: TFunction) =>
  yup
    .string()
    .trim()
    .test('link', function check(value) {
      const problem = value ? linkProblem(value) : null;
      return problem ? this.createError({ message: t(`branding:links.${problem}`) }) : true;
    });

/** A form's blank link is no link. */
export const linkOrNull = (value: string): string | null => value.trim() || null;

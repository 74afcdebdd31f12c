import * as yup from 'yup';
import { type MenuProblem, menuPrice, nameProblem } from '@/domain/menu-rules';
import type { TFunction } from '@/lib/i18n-runtime';

/** A rule's problem in the form's words (menu-admin.json `problems.*`). */
export const problemText = (t: TFunction, problem: MenuProblem): string =>
  t(`problems.${problem.key.replace(/\./g, '_')}`, problem.vars);

/** A field that passes when `check` finds no problem (the rule the server applies too). */
export const ruled = (t: TFunction, check: (value: string) => MenuProblem | null) =>
  yup
    .string()
    .default('')
    .test('rule', function valid(value) {
      const problem = check(value ?? '');
      return problem ? this.createError({ message: problemText(t, problem) }) : true;
    });

export const nameRule = (t: TFunction) => ruled(t, nameProblem);

/** A price in the menu's currency; `optional` lets a blank through (no discount). */
export const priceRule = (t: TFunction, currency: string, allowZero = false, optional = false) =>
  ruled(t, (value) => {
    if (optional && !value.trim()) return null;
    const parsed = menuPrice(value, currency, allowZero);
    return parsed.ok ? null : parsed.problem;
  });

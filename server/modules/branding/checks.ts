import { isHeaderColor, normalHeaderColor } from '../../../src/domain/branding-rules.ts';
import { isMediaUrl } from '../../../src/domain/images.ts';
import { linkProblem } from '../../../src/domain/link-rules.ts';
import { fieldErrors, type Msg, msg } from '../../lib/errors.ts';

/**
 * The checks every branding value passes, collected per field so one answer names every
 * problem of a form. Each returns the value to store.
 */
export class BrandingChecks {
  private readonly errors: Record<string, Msg[]> = {};

  private refuse(field: string, key: string): void {
    this.errors[field] = [...(this.errors[field] ?? []), msg(key)];
  }

  title(field: string, value: string): string {
    const title = value.trim();
    if (!title) this.refuse(field, 'branding.title_required');
    return title;
  }

  /**
   * A name the image pipeline gave, or null. The value stored already passes unchanged: rows
   * written before the pipeline existed keep their image until someone replaces it.
   */
  image(field: string, value: string | null, current?: string | null): string | null {
    if (value !== null && value !== current && !isMediaUrl(value))
      this.refuse(field, 'branding.image_not_uploaded');
    return value;
  }

  /** An absolute http(s) address, or null (blank is no link). */
  link(field: string, value: string | null): string | null {
    const link = value?.trim() || null;
    const problem = link === null ? null : linkProblem(link);
    if (problem) this.refuse(field, `links.${problem}`);
    return link;
  }

  headerColor(value: string): string {
    const colour = normalHeaderColor(value.trim());
    if (!isHeaderColor(colour)) this.refuse('header_color', 'branding.header_color');
    return colour;
  }

  /** Throws the 400 naming every refused field, if any. */
  done(): void {
    if (Object.keys(this.errors).length > 0) throw fieldErrors(this.errors);
  }
}

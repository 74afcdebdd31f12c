import * as yup from 'yup';
import type { WebhookEndpoint, WebhookEndpointRequest } from '@/domain/contracts/webhooks';
import { linkProblem } from '@/domain/link-rules';
import type { PluginKind } from '@/domain/plugins';
import { WEBHOOK_DESCRIPTION_MAX, type WebhookEventType } from '@/domain/webhook-events';
import type { TFunction } from '@/lib/i18n-runtime';

export interface EndpointValues {
  url: string;
  description: string;
  event_types: WebhookEventType[];
  all_plugins: boolean;
  plugins: PluginKind[];
  enabled: boolean;
}

export const endpointValues = (endpoint: WebhookEndpoint | null): EndpointValues => ({
  url: endpoint?.url ?? '',
  description: endpoint?.description ?? '',
  event_types: endpoint ? [...endpoint.event_types] : ['transaction.paid', 'transaction.failed'],
  all_plugins: endpoint ? endpoint.plugins === null : true,
  plugins: endpoint?.plugins ? [...endpoint.plugins] : [],
  enabled: endpoint?.enabled ?? true,
});

export const endpointRequest = (values: EndpointValues): WebhookEndpointRequest => ({
  url: values.url.trim(),
  description: values.description.trim(),
  event_types: values.event_types,
  plugins: values.all_plugins ? null : values.plugins,
  enabled: values.enabled,
});

/** The same rules as the server's (src/domain/webhook-events.ts); the server adds the address policy. */
export const endpointSchema = (t: TFunction) =>
  yup.object({
    url: yup
      .string()
      .trim()
      .required(t('errors:required'))
      .test('link', function check(value) {
        const problem = value ? linkProblem(value) : null;
        return problem ? this.createError({ message: t(`webhooks:form.link_${problem}`) }) : true;
      }),
    description: yup.string().max(WEBHOOK_DESCRIPTION_MAX, t('webhooks:form.description_too_long')),
    event_types: yup.array().min(1, t('webhooks:form.event_types_required')),
    all_plugins: yup.boolean(),
    plugins: yup.array().test('plugins', t('webhooks:form.plugins_required'), function check(value) {
      return this.parent.all_plugins === true || (value?.length ?? 0) > 0;
    }),
  });

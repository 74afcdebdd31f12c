import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MessageSettings,
  MessageTemplate,
  MessageTemplates,
  TemplatePreview,
  TemplatePreviewRequest,
  TemplateText,
} from '@/domain/contracts/templates';
import type { MessageKind, MessageLang } from '@/domain/message-kinds';
import { apiRequest } from '@/lib/api-client';
import { templateKeys } from '@/lib/query-keys/staff';

export const messageTemplatesQuery = () =>
  queryOptions({
    queryKey: templateKeys.all,
    queryFn: ({ signal }) => apiRequest<MessageTemplates>('/admin/templates', { signal }),
  });

/** The form's text with sample values, asked again only when the text stops changing. */
export const templatePreviewQuery = (request: TemplatePreviewRequest) =>
  queryOptions({
    queryKey: [...templateKeys.all, 'preview', request] as const,
    queryFn: ({ signal }) =>
      apiRequest<TemplatePreview>('/admin/templates/preview', { method: 'POST', body: request, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Puts the saved (or reset) template in the list the page reads. */
function useStoreTemplate() {
  const queryClient = useQueryClient();
  return (template: MessageTemplate) =>
    queryClient.setQueryData<MessageTemplates>(templateKeys.all, (current) =>
      current
        ? {
            ...current,
            templates: current.templates.map((item) =>
              item.kind === template.kind && item.lang === template.lang ? template : item,
            ),
          }
        : current,
    );
}

const path = (kind: MessageKind, lang: MessageLang) => `/admin/templates/${kind}/${lang}`;

export function useSaveTemplate(kind: MessageKind, lang: MessageLang) {
  const store = useStoreTemplate();
  return useMutation({
    mutationFn: (body: TemplateText) =>
      apiRequest<MessageTemplate>(path(kind, lang), { method: 'PUT', body }),
    onSuccess: store,
  });
}

export function useResetTemplate(kind: MessageKind, lang: MessageLang) {
  const store = useStoreTemplate();
  return useMutation({
    mutationFn: () => apiRequest<MessageTemplate>(path(kind, lang), { method: 'DELETE' }),
    onSuccess: store,
  });
}

export function useUpdateMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageSettings) =>
      apiRequest<MessageSettings>('/admin/templates/settings', { method: 'PUT', body }),
    onSuccess: (settings) =>
      queryClient.setQueryData<MessageTemplates>(templateKeys.all, (current) =>
        current ? { ...current, ...settings } : current,
      ),
  });
}

/** An event's cancel and reschedule runs (issue 23), and what starting one would touch. */
export const eventChangesKeys = {
  all: (eventId: number) => ['event-changes', eventId] as const,
  runs: (eventId: number) => ['event-changes', eventId, 'runs'] as const,
  preview: (eventId: number, kind: string) => ['event-changes', eventId, 'preview', kind] as const,
};

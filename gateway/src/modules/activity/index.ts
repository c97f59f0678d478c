// What other modules use to declare how the Activity screen reads their entities (their activity.ts).
export type { AuditSubject } from './subject';
export { argId, createdId, inputId } from './subject-ids';

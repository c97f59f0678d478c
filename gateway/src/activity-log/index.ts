// The activity log, below the modules: what a module uses to declare how the Activity screen
// reads its entities (its activity.ts).
export type { AuditSubject } from './subject';
export { argId, createdId, inputId } from './subject-ids';

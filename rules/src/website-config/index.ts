// Website configuration value rules (spec 001 §5): the gateway enforces them on save,
// the web app shows the same messages while the user edits.
export { MESSAGES, type ValueProblem } from './messages.js';
export * from './list-rules.js';
export { questionnaireProblems, type QuestionnaireRuleLanguage, type QuestionnaireRuleQuestion } from './questionnaire-rules.js';
export { cycleMessage, findDependencyCycles } from './dependency-cycles.js';

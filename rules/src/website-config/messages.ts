// The spec's messages for configuration values (spec 001 §5), and the few this product adds
// where the spec is silent. The gateway returns them as userErrors; the web app shows the same
// texts beside the inputs before anything is sent.

export const MESSAGES = {
  invalidJson: 'Invalid Json',
  text: 'The value must be text',
  option: 'Choose one of the options',
  required: 'A value is required',
  structure: 'The value does not have the expected structure',
  sportName: 'Sport name is required',
  sportId: 'Sport ID is required',
  sportIdUnique: 'Sport ID is already in the list',
  landingImage: 'Image URL is required',
  landingTitle: 'Title key is required',
  landingDescription: 'Description key is required',
  landingUnique: 'A page cannot be added twice',
  bannerName: 'Ticket banner name is required',
  bannerUrl: 'Ticket banner url is required',
  defaultImage: 'Default Image is required.',
  // The spec words only the width's message; the height shares it.
  width: 'Width is required and must be a number greater than 0',
  quality: 'Quality is required and must be a number between 1 and 100',
  question: 'Question is required',
  answer: 'Answer is required',
  radioAnswers: 'Radio type must have answers',
  questionType: 'Question type must be TEXT or QUESTION',
  minCharacters: 'Minimum characters must be a whole number',
  selfDependency: 'A question cannot depend on itself',
  dependency: 'The dependency must be a question of this questionnaire',
  fallback: 'Exactly one language must be the fallback language',
} as const;

/** One problem inside a value: `path` is the path inside it ('' for the value itself, '0.sportName'). */
export interface ValueProblem {
  path: string;
  message: string;
}

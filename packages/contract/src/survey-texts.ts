/**
 * The survey screens' texts: constants without zod, so that the web's survey pages can read them without
 * building the contract's schemas before they can draw (decision 103). `./surveys` re-exports them.
 */

export const QUESTIONS_MAX = 50;

export const SURVEY_TEXTS = {
  addSurvey: 'Add Survey',
  added: 'Surveys added successfully',
  addFailed: 'Could not add the survey',
  fetchFailed: 'Could not fetch survey details',
  listFailed: 'Could not fetch surveys',
  addQuestions: 'Add survey Questions',
  titleRequired: 'Title is required',
  realmRequired: 'Realm is required',
  enabledRequired: 'Enabled is required',
  enabled: 'Enabled',
  disabled: 'Disabled',
  empty: 'No Record found',
  questionsTab: 'Questions',
  responseTab: 'Response',
  questionsSaved: 'Survey questions saved successfully',
  questionsSaveFailed: 'Could not save the survey questions',
  questionsFetchFailed: 'Could not fetch survey questions',
  responsesFetchFailed: 'Could not fetch survey responses',
  noQuestions: 'No questions yet',
  noResponses: 'No responses yet',
  questionRequired: 'Question is required',
  optionsRequired: 'Give at least 2 options',
  optionEmpty: 'Options may not be empty',
  optionsUnique: 'Options must be different',
  rowsRequired: 'Give at least 1 row',
  columnsRequired: 'Give at least 1 column',
  linesUnique: 'Rows and columns must be different from each other',
  noChoicesForText: 'Text answers take no options, rows or columns',
  unknownQuestion: 'This question is not in the survey',
  tooManyQuestions: `A survey has at most ${QUESTIONS_MAX} questions`,
  alreadyAnswered: 'You have already answered this survey.',
  noAnswer: 'Answer at least one question.',
  notAChoice: 'Not one of the choices.',
  notAList: 'Choose from the list.',
  notAGrid: 'Choose one column for each row.',
  textTooLong: 'This answer is too long.',
  notText: 'Not a valid string.',
  unknownQuestionAnswer: 'No such question in this survey.',
} as const;

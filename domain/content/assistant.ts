/** spec marketplace §2 "Input: optional max length": the assistant takes questions up to this long. */
export const QUESTION_MAX_LENGTH = 500;

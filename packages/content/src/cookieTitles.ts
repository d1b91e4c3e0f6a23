/**
 * The cookie-settings pages' titles on their own: the route table (loaded with the first page)
 * needs only these, and a content object the first page uses is bundled whole into its chunk, so
 * the pages' other texts stay in the pages' own chunks. Keys mirror the content module
 * `cookieSettings.ts`, whose `title` fields are these strings (issue 9 "Performance").
 */
export const cookieTitles = {
  cookieSettings: 'Cookie settings',
  cookieSettingsChanged: 'Your cookie settings have been saved',
} as const;

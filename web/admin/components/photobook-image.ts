/**
 * A photo as the form holds it: an uploaded image, or a URL the admin typed (resolved by the server).
 * `key` is given when the photo enters the list and never changes, so editing its URL (which drops
 * the id) does not rebuild its list item and take the focus out of the field.
 */
export type PhotobookImage = { key: string; id?: number | undefined; cdnUrl: string; fileName?: string | undefined };

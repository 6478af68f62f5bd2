/** The version the footer shows (spec 01 §1). */
export const VERSION = '2.01.0309';

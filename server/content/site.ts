/** Who this reference platform plays: one brand, its main site id and a sister site (spec §9). */
export const BRAND = 'Anka Casino';
export const MAIN_SITE_ID = 889;
export const SISTER_SITE_ID = 111;
/** Reserved .example names: the content must not point players at real hosts. */
export const CURRENT_DOMAIN = 'ankacasino412.example';
export const NEXT_DOMAIN = 'ankacasino413.example';

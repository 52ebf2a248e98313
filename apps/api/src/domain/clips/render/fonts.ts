// The typeface of boards, numbers and the overlay. The canvas resolves the first installed family; the
// generic fallback keeps text drawing on a host without any of them.
export const FONT_FAMILY = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";
export const CONDENSED_FONT_FAMILY = "'Liberation Sans Narrow', 'DejaVu Sans Condensed', 'Liberation Sans', sans-serif";

-- The lists' text sorts (`textOrder`, `translatedOrder` in core/list-query.ts): ICU's Polish
-- rules. The databases' own C.UTF-8 order put every capital before any small letter ("Zenon"
-- before "adam") and "Łukasz" after "Zenon". PGlite's ICU holds only the root rules, which it
-- falls back to: the same order but for ą, ć, ę, ń, ó, ś, ź and ż, sorted beside their base letter.
CREATE COLLATION IF NOT EXISTS "ui_text" (provider = icu, locale = 'pl');

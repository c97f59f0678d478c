// Token dictionary for the seeded translations: each word key is two tokens
// (`football_results`) and its phrase in a language joins the tokens' words.
// English comes from the token itself; the others are listed as [de, fr, sr].

type Words = [de: string, fr: string, sr: string];

export const GENERAL_SUBJECTS: Record<string, Words> = {
  account: ['Konto', 'Compte', 'Nalog'],
  profile: ['Profil', 'Profil', 'Profil'],
  deposit: ['Einzahlung', 'Dépôt', 'Uplata'],
  withdrawal: ['Auszahlung', 'Retrait', 'Isplata'],
  balance: ['Kontostand', 'Solde', 'Stanje'],
  bonus: ['Bonus', 'Bonus', 'Bonus'],
  password: ['Passwort', 'Mot de passe', 'Lozinka'],
  email: ['E-Mail', 'E-mail', 'Imejl'],
  settings: ['Einstellungen', 'Paramètres', 'Podešavanja'],
  history: ['Verlauf', 'Historique', 'Istorija'],
  promotions: ['Aktionen', 'Promotions', 'Promocije'],
  support: ['Support', 'Assistance', 'Podrška'],
  notifications: ['Benachrichtigungen', 'Notifications', 'Obaveštenja'],
  limits: ['Limits', 'Limites', 'Limiti'],
  verification: ['Verifizierung', 'Vérification', 'Verifikacija'],
  welcome: ['Willkommen', 'Bienvenue', 'Dobrodošli'],
};

export const GENERAL_PARTS: Record<string, Words> = {
  title: ['Titel', 'Titre', 'Naslov'],
  button: ['Schaltfläche', 'Bouton', 'Dugme'],
  label: ['Beschriftung', 'Libellé', 'Oznaka'],
  hint: ['Hinweis', 'Astuce', 'Savet'],
  error: ['Fehler', 'Erreur', 'Greška'],
  success: ['Erfolg', 'Succès', 'Uspeh'],
};

export const SPORTS: Record<string, Words> = {
  football: ['Fußball', 'Football', 'Fudbal'],
  tennis: ['Tennis', 'Tennis', 'Tenis'],
  basketball: ['Basketball', 'Basket-ball', 'Košarka'],
  ice_hockey: ['Eishockey', 'Hockey sur glace', 'Hokej na ledu'],
  volleyball: ['Volleyball', 'Volley-ball', 'Odbojka'],
  handball: ['Handball', 'Handball', 'Rukomet'],
  baseball: ['Baseball', 'Baseball', 'Bejzbol'],
  rugby: ['Rugby', 'Rugby', 'Ragbi'],
  golf: ['Golf', 'Golf', 'Golf'],
  boxing: ['Boxen', 'Boxe', 'Boks'],
};

export const SPORT_PARTS: Record<string, Words> = {
  title: ['Titel', 'Titre', 'Naslov'],
  live: ['Live', 'En direct', 'Uživo'],
  results: ['Ergebnisse', 'Résultats', 'Rezultati'],
  odds: ['Quoten', 'Cotes', 'Kvote'],
  fixtures: ['Spielplan', 'Calendrier', 'Raspored'],
  standings: ['Tabelle', 'Classement', 'Tabela'],
  outrights: ['Langzeitwetten', 'Paris à long terme', 'Dugoročne opklade'],
  specials: ['Spezialwetten', 'Paris spéciaux', 'Specijalne opklade'],
  statistics: ['Statistiken', 'Statistiques', 'Statistika'],
  news: ['Nachrichten', 'Actualités', 'Vesti'],
};

export const CASINO_GAMES: Record<string, Words> = {
  slots: ['Spielautomaten', 'Machines à sous', 'Slotovi'],
  roulette: ['Roulette', 'Roulette', 'Rulet'],
  blackjack: ['Blackjack', 'Blackjack', 'Blekdžek'],
  poker: ['Poker', 'Poker', 'Poker'],
  baccarat: ['Baccarat', 'Baccara', 'Bakara'],
  jackpot: ['Jackpot', 'Jackpot', 'Džekpot'],
  live_casino: ['Live-Casino', 'Casino en direct', 'Kazino uživo'],
  table_games: ['Tischspiele', 'Jeux de table', 'Stone igre'],
};

export const CASINO_PARTS: Record<string, Words> = {
  title: ['Titel', 'Titre', 'Naslov'],
  lobby: ['Lobby', 'Salon', 'Predvorje'],
  rules: ['Regeln', 'Règles', 'Pravila'],
  winners: ['Gewinner', 'Gagnants', 'Dobitnici'],
  new: ['Neu', 'Nouveautés', 'Novo'],
  popular: ['Beliebt', 'Populaires', 'Popularno'],
  favourites: ['Favoriten', 'Favoris', 'Omiljeno'],
  search: ['Suche', 'Recherche', 'Pretraga'],
  play: ['Spielen', 'Jouer', 'Igraj'],
  demo: ['Demo', 'Démo', 'Demo'],
};

export const TOOLTIP_SUBJECTS: Record<string, Words> = {
  ...GENERAL_SUBJECTS,
  odds_format: ['Quotenformat', 'Format des cotes', 'Format kvota'],
  cash_out: ['Cash-out', 'Cash-out', 'Keš aut'],
  bet_builder: ['Wettkonfigurator', 'Créateur de paris', 'Kreator opklada'],
  live_stream: ['Livestream', 'Direct vidéo', 'Prenos uživo'],
};

export const TOOLTIP_PARTS: Record<string, Words> = {
  info: ['Info', 'Info', 'Info'],
};

/** The seeded language codes, in id order; index 0 is English. */
export const LANGUAGE_CODES = ['en', 'de', 'fr', 'sr'] as const;

function english(token: string): string {
  return token.replace(/_/g, ' ');
}

/** The phrase of `subject_part` in the language at `languageIndex` of LANGUAGE_CODES. */
export function phraseOf(
  subject: string,
  part: string,
  subjects: Record<string, Words>,
  parts: Record<string, Words>,
  languageIndex: number,
): string {
  const words =
    languageIndex === 0 ? [english(subject), english(part)] : [subjects[subject]![languageIndex - 1], parts[part]![languageIndex - 1]];
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

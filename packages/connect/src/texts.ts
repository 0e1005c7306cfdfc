import type { ConnectLocale } from './connect-message';

/** The few words the component itself shows, in the hosted page's languages (the page has its own message files). */
export interface ConnectTexts {
  title: string;
  close: string;
  loading: string;
  notShown: string;
  continueInWindow: string;
  inWindow: string;
  windowBlocked: string;
}

// A Record over every locale: the compiler refuses a language without all of the texts.
const TEXTS: Record<ConnectLocale, ConnectTexts> = {
  en: {
    title: 'Connect your account',
    close: 'Close',
    loading: 'Loading…',
    notShown: 'The connection page cannot be shown here.',
    continueInWindow: 'Continue in a new window',
    inWindow: 'Continue in the new window.',
    windowBlocked: 'The browser blocked the new window. Allow pop-ups for this site and try again.',
  },
  sv: {
    title: 'Anslut ditt konto',
    close: 'Stäng',
    loading: 'Laddar…',
    notShown: 'Sidan kan inte visas här.',
    continueInWindow: 'Fortsätt i ett nytt fönster',
    inWindow: 'Fortsätt i det nya fönstret.',
    windowBlocked: 'Webbläsaren blockerade det nya fönstret. Tillåt popup-fönster för webbplatsen och försök igen.',
  },
  nb: {
    title: 'Koble til kontoen din',
    close: 'Lukk',
    loading: 'Laster…',
    notShown: 'Siden kan ikke vises her.',
    continueInWindow: 'Fortsett i et nytt vindu',
    inWindow: 'Fortsett i det nye vinduet.',
    windowBlocked: 'Nettleseren blokkerte det nye vinduet. Tillat popup-vinduer for nettstedet og prøv igjen.',
  },
  da: {
    title: 'Forbind din konto',
    close: 'Luk',
    loading: 'Indlæser…',
    notShown: 'Siden kan ikke vises her.',
    continueInWindow: 'Fortsæt i et nyt vindue',
    inWindow: 'Fortsæt i det nye vindue.',
    windowBlocked: 'Browseren blokerede det nye vindue. Tillad pop op-vinduer for webstedet, og prøv igen.',
  },
  fi: {
    title: 'Yhdistä tilisi',
    close: 'Sulje',
    loading: 'Ladataan…',
    notShown: 'Sivua ei voi näyttää tässä.',
    continueInWindow: 'Jatka uudessa ikkunassa',
    inWindow: 'Jatka avautuneessa ikkunassa.',
    windowBlocked: 'Selain esti uuden ikkunan. Salli ponnahdusikkunat tälle sivustolle ja yritä uudelleen.',
  },
  de: {
    title: 'Konto verbinden',
    close: 'Schließen',
    loading: 'Wird geladen…',
    notShown: 'Die Seite kann hier nicht angezeigt werden.',
    continueInWindow: 'In einem neuen Fenster fortfahren',
    inWindow: 'Fahren Sie im neuen Fenster fort.',
    windowBlocked:
      'Der Browser hat das neue Fenster blockiert. Erlauben Sie Pop-ups für diese Website und versuchen Sie es erneut.',
  },
  fr: {
    title: 'Connecter votre compte',
    close: 'Fermer',
    loading: 'Chargement…',
    notShown: 'La page ne peut pas s’afficher ici.',
    continueInWindow: 'Continuer dans une nouvelle fenêtre',
    inWindow: 'Continuez dans la nouvelle fenêtre.',
    windowBlocked:
      'Le navigateur a bloqué la nouvelle fenêtre. Autorisez les fenêtres pop-up pour ce site et réessayez.',
  },
};

/** The texts in the locale asked for, else in the browser's language when the page speaks it, else in English. */
export function connectTexts(locale?: ConnectLocale): ConnectTexts {
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2).toLowerCase();
  const chosen = locale ?? (browser === 'no' || browser === 'nn' ? 'nb' : browser);
  return TEXTS[chosen as ConnectLocale] ?? TEXTS.en;
}

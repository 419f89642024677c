/**
 * The texts of /currency (today's rates, their history, the administration of rates): the `currency` feature
 * bundle (feature-texts.ts), downloaded with the screen; hy.ts and ru.ts are typed against this one.
 */
export const currencyScreenEn = {
  currency: {
    today: "Today's rates",
    currency: 'Currency',
    bankRate: 'Bank rate',
    agencyRate: 'Agency rate',
    perUnit: 'AMD for 1 {{currency}}',
    stale: "The Central Bank's rates could not be fetched. The last known rates stay in use.",
    history: 'Rate history',
    startDate: 'From',
    endDate: 'To',
    show: 'Show',
    chartLabel: 'Bank and agency rates of USD and EUR for the chosen period',
    seriesBank: '{{currency}} bank',
    seriesAgency: '{{currency}} agency',
    noData: 'No rates for this period',
    administration: 'Rate source',
    source: 'Where bank rates come from',
    sources: { cba: 'Central Bank of Armenia (fetched automatically)', manual: 'Entered by hand' },
    lastAttempt: 'Last attempt',
    lastSuccess: 'Last success',
    lastRateDate: 'Rates published on',
    lastError: 'Last error',
    never: 'never',
    fetchNow: 'Fetch rates now',
    fetched: 'The rates were updated',
    sourceSaved: 'The rate source was saved',
    manualTitle: 'Enter a bank rate by hand',
    manualHint: "The agency rate is the bank rate plus the currency's margin.",
    date: 'Date',
    save: 'Save',
    saved: 'The rate was saved',
  },
};

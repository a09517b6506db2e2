/** NAICS 2022 sector titles by two-digit code (labels of the classification, not data). */
const SECTORS: Readonly<Record<string, string>> = {
  "11": "Agriculture, Forestry, Fishing and Hunting",
  "21": "Mining, Quarrying, and Oil and Gas Extraction",
  "22": "Utilities",
  "23": "Construction",
  "31": "Manufacturing",
  "32": "Manufacturing",
  "33": "Manufacturing",
  "42": "Wholesale Trade",
  "44": "Retail Trade",
  "45": "Retail Trade",
  "48": "Transportation and Warehousing",
  "49": "Transportation and Warehousing",
  "51": "Information",
  "52": "Finance and Insurance",
  "53": "Real Estate and Rental and Leasing",
  "54": "Professional, Scientific, and Technical Services",
  "55": "Management of Companies and Enterprises",
  "56": "Administrative and Support and Waste Management and Remediation Services",
  "61": "Educational Services",
  "62": "Health Care and Social Assistance",
  "71": "Arts, Entertainment, and Recreation",
  "72": "Accommodation and Food Services",
  "81": "Other Services (except Public Administration)",
  "92": "Public Administration",
};

/** The NAICS sector title of a code ("722511", "44-45", "31"), or undefined for anything else. */
export function naicsSector(code: string | undefined): string | undefined {
  if (!code) return undefined;
  const match = /^(\d{2})/.exec(code.trim());
  return match?.[1] ? SECTORS[match[1]] : undefined;
}

import radius from 'radius';

/**
 * The Wi-Fi Alliance's WISPr attributes (vendor 14122), as FreeRADIUS ships them in `dictionary.wispr`:
 * the bandwidth limits a captive-portal box (CoovaChilli, MikroTik, …) applies to a guest. The `radius`
 * package ships the RFC dictionaries only.
 */
export const WISPR_DICTIONARY = `
VENDOR		WISPr				14122
BEGIN-VENDOR	WISPr
ATTRIBUTE	WISPr-Location-ID		1	string
ATTRIBUTE	WISPr-Location-Name		2	string
ATTRIBUTE	WISPr-Logoff-URL		3	string
ATTRIBUTE	WISPr-Redirection-URL		4	string
ATTRIBUTE	WISPr-Bandwidth-Min-Up		5	integer
ATTRIBUTE	WISPr-Bandwidth-Min-Down	6	integer
ATTRIBUTE	WISPr-Bandwidth-Max-Up		7	integer
ATTRIBUTE	WISPr-Bandwidth-Max-Down	8	integer
ATTRIBUTE	WISPr-Session-Terminate-Time	9	string
ATTRIBUTE	WISPr-Session-Terminate-End-Of-Day	10	string
ATTRIBUTE	WISPr-Billing-Class-Of-Service	11	string
END-VENDOR	WISPr
`;

export const WISPR_VENDOR_ID = 14122;

/**
 * MikroTik's vendor attributes (14988) as FreeRADIUS's `dictionary.mikrotik` numbers them, with the names
 * Debian's radclient prints: only Mikrotik-Rate-Limit (8, "rx/tx" from the box's side, decision 063) is sent.
 */
export const MIKROTIK_DICTIONARY = `
VENDOR		Mikrotik			14988
BEGIN-VENDOR	Mikrotik
ATTRIBUTE	Mikrotik-Recv-Limit		1	integer
ATTRIBUTE	Mikrotik-Xmit-Limit		2	integer
ATTRIBUTE	Mikrotik-Rate-Limit		8	string
END-VENDOR	Mikrotik
`;

export const MIKROTIK_VENDOR_ID = 14988;

let loaded = false;

/**
 * Loads the package's RFC dictionaries and ours (WISPr, MikroTik), once per process. The package loads its dictionaries
 * lazily from files and has no call for dictionary text, so the WISPr text goes through its parser directly
 * (`_load_dictionary`; the package version is pinned, decision 023).
 */
export function loadRadiusDictionaries(): void {
  if (loaded) return;
  radius.load_dictionaries();
  radius._load_dictionary(WISPR_DICTIONARY);
  radius._load_dictionary(MIKROTIK_DICTIONARY);
  loaded = true;
}

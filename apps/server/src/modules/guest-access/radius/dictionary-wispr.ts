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

let loaded = false;

/**
 * Loads the package's RFC dictionaries and ours, once per process. The package loads its dictionaries
 * lazily from files and has no call for dictionary text, so the WISPr text goes through its parser directly
 * (`_load_dictionary`; the package version is pinned, decision 023).
 */
export function loadRadiusDictionaries(): void {
  if (loaded) return;
  radius.load_dictionaries();
  radius._load_dictionary(WISPR_DICTIONARY);
  loaded = true;
}

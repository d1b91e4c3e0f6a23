// The reader of the journey state's alias form (issue 44 "Size"), which sealed each name short
// (`~e` for `email`) before the state was compressed instead (issue 55 item 6,
// docs/decisions/0073). Read only, so that a journey under way when a release that seals
// compressed rolls out goes on: a sealed state lives 60 minutes, so this file can go one release
// after that one. Never add a name: nothing writes this form any more.

/**
 * Each name of the alias form with its alias (`name=alias`), exactly as the last release that
 * wrote it had them; an alias is written with a `~` before it.
 */
const ALIASES =
  'nhsl:session=S nhsl:profile=P nhsl:journey=J nhsl:recovery=R nhsl:client=C ' +
  'nhsl:appBannerState=B nhsl:alertsAppBannerState=A nhsl:proofing=F nhsl:proofing-details=D ' +
  'nhsl:registration=G nhsl:account=U nhsl:page=Q marker=m oidcParams=o client_id=ci ' +
  'redirect_uri=ru state=st scope=sc nonce=no allow_registration=ar accountId=ai expiresAt=ea ' +
  'extendable=ex email=e status=s upliftRequired=ur phoneNumber=pn landlineNumber=ln ' +
  'authMethods=am mobile=mo landline=la allowCredentials=ac id=i type=t transports=tr ' +
  'hasP5Success=p5 allowP5BeforeP9=pb fido2Enabled=f2 landlineRegistrationEnabled=lr ' +
  'accountCreated=cr gpRecordChecked=gp vectorOfTrust=vt numberChange=nc client=c ' +
  'client_display_name=dn client_homepage_url=hu terms_uri=tu approved_scopes=as claims=cl ' +
  'redirect_uris=rs loading=lg backLink=bl backLinkText=bt notice=nt showBanner=sb ' +
  'bannerMessage=bm codeResent=cs callRepeated=cp knowNhsNumber=kn p5DuplicateFound=dF ' +
  'maskedEmail=me maskedEmailList=ml lockOutTime=lo hasUplifted=hu2 selectedPYI=py pyiSla=ps ' +
  'accountMigrationEnabled=mE eligibleForAccountMigrationJourney=eM ineligibilityReason=iR ' +
  'nhsNumber=nn dob=db firstName=fn middleNames=mn lastName=lN postcode=pc termsAgreed=ta ' +
  'passwordCreated=pw maskedMobile=mm emailCodeResent=er mobileCodeResent=mr emailConfirmed=ec ' +
  'banner=b pendingEmail=pe pendingNumber=pN method=mt masked=ms';

/** Marks an alias; a name that itself began with it was written with it doubled. */
const ALIAS = '~';

/** The name of each alias, `~` included. */
const nameOf = new Map(
  ALIASES.split(' ').map((pair) => {
    const [name, alias] = pair.split('=');
    return [ALIAS + alias, name];
  }),
);

/**
 * A value of the alias form with every key written out (an unknown alias is left out).
 * @param {unknown} value
 * @returns {unknown}
 */
function lengthen(value) {
  if (Array.isArray(value)) return value.map(lengthen);
  if (value === null || typeof value !== 'object') return value;
  const out = {};
  for (const [key, v] of Object.entries(value)) {
    if (!key.startsWith(ALIAS)) out[key] = lengthen(v);
    else if (key.startsWith(ALIAS + ALIAS)) out[key.slice(1)] = lengthen(v);
    else if (nameOf.has(key)) out[nameOf.get(key)] = lengthen(v);
  }
  return out;
}

/**
 * A state sealed in the alias form (issue 44), with its groups' keys and their fields' names
 * written out; a group sealed as JSON text (before that form) is kept as it is. Anything but an
 * object with groups is returned as it is (and is then no journey).
 * @param {unknown} opened - what the seal opened to
 * @returns {unknown} the state with its groups packed (each group's JSON as a value, or its text)
 */
export function readLegacyJourney(opened) {
  if (opened === null || typeof opened !== 'object' || Array.isArray(opened)) return opened;
  const groups = (packed) =>
    packed !== null && typeof packed === 'object'
      ? Object.fromEntries(
          Object.entries(packed).map(([key, value]) => [
            nameOf.get(key) ?? (key.startsWith(ALIAS + ALIAS) ? key.slice(1) : key),
            typeof value === 'string' ? value : lengthen(value),
          ]),
        )
      : packed;
  const state = /** @type {Record<string, unknown>} */ (opened);
  return {
    ...state,
    ...('storage' in state ? { storage: groups(state.storage) } : {}),
    ...('tabStorage' in state ? { tabStorage: groups(state.tabStorage) } : {}),
  };
}

/**
 * The manual contact info change request (spec 03 §3, §7 PUT /api/ManualChangeContactInfo):
 * built from the form and the session (the portal), read back into the form's shape to be
 * held to the same rules (the reference server). Pure; the shape is that of
 * schemas/api/contactChange.json ContactChangeRequest.
 */
import {
  contactChangeProblems,
  EMPTY_ADDRESS,
  EMPTY_PHONES,
  problemList,
  SANITISE_ADDRESS,
  type ContactAddress,
  type ContactChangeForm,
  type ContactChangeProblem,
  type PhonePair,
} from './form';

export interface ChangeAddress {
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  ZipCode: string;
}

export interface PhoneChange {
  OldPhoneNumber: string;
  NewPhoneNumber: string;
}

export interface ContactChangeRequest {
  AccountNumbers: string[];
  NewAddress: ChangeAddress | null;
  OldAddress: ChangeAddress | null;
  PhoneNumber1: PhoneChange | null;
  PhoneNumber2: PhoneChange | null;
  /** The session's username. */
  UserName: string;
  /** The session's personal name. */
  FirstName: string;
}

/** Who sends the request (the session). */
export interface Requester {
  username: string;
  personalName: string;
}

/** An address as sent: each line sanitised and trimmed, the state upper-cased. */
function addressOf(address: ContactAddress): ChangeAddress {
  const clean = (field: keyof ContactAddress) => SANITISE_ADDRESS[field](address[field]).trim();
  return {
    Address1: clean('addressLine1'),
    Address2: clean('addressLine2'),
    City: clean('city'),
    State: address.state.trim().toUpperCase(),
    ZipCode: address.zip.trim(),
  };
}

/** A phone form as sent: null when its old number is empty (spec 03 §3). */
function phoneOf(pair: PhonePair): PhoneChange | null {
  return pair.old === '' ? null : { OldPhoneNumber: pair.old, NewPhoneNumber: pair.new };
}

/** The request of a form: a section switched off is null; each account once, in the order ticked. */
export function buildContactChangeRequest(
  form: ContactChangeForm,
  requester: Requester,
): ContactChangeRequest {
  return {
    AccountNumbers: [...new Set(form.accounts)],
    NewAddress: form.changeAddress ? addressOf(form.newAddress) : null,
    OldAddress: form.changeAddress ? addressOf(form.oldAddress) : null,
    PhoneNumber1: form.changePhone ? phoneOf(form.phone1) : null,
    PhoneNumber2: form.changePhone ? phoneOf(form.phone2) : null,
    UserName: requester.username,
    FirstName: requester.personalName,
  };
}

function formAddress(address: ChangeAddress | null): ContactAddress {
  if (!address) return EMPTY_ADDRESS;
  return {
    addressLine1: address.Address1,
    addressLine2: address.Address2,
    city: address.City,
    state: address.State,
    zip: address.ZipCode,
  };
}

function formPhones(phone: PhoneChange | null): PhonePair {
  return phone ? { old: phone.OldPhoneNumber, new: phone.NewPhoneNumber } : EMPTY_PHONES;
}

/**
 * The form a request stands for: a section is on when any of its parts is sent (a lone address
 * then has an empty partner, which the rules refuse).
 */
export function formOfRequest(request: ContactChangeRequest): ContactChangeForm {
  return {
    accounts: request.AccountNumbers,
    changeAddress: request.NewAddress !== null || request.OldAddress !== null,
    changePhone: request.PhoneNumber1 !== null || request.PhoneNumber2 !== null,
    oldAddress: formAddress(request.OldAddress),
    newAddress: formAddress(request.NewAddress),
    phone1: formPhones(request.PhoneNumber1),
    phone2: formPhones(request.PhoneNumber2),
  };
}

/** What the form's rules find wrong with a request (empty when it may be recorded). */
export function requestProblems(
  request: ContactChangeRequest,
): { where: string; problem: ContactChangeProblem }[] {
  return problemList(contactChangeProblems(formOfRequest(request)));
}

/**
 * The request as it is recorded: rebuilt through the form, so the lines are sanitised and each
 * account appears once, with the requester the server knows (not the one the body names).
 */
export function cleanRequest(request: ContactChangeRequest, requester: Requester): ContactChangeRequest {
  return buildContactChangeRequest(formOfRequest(request), requester);
}

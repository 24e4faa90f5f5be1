// One valid body for each lead route, for the tests and the soak.
export const sampleLeads = {
  'access-request': {
    fullName: 'Mei Lin Tan',
    workEmail: 'mei.tan@example.com',
    phoneNumber: '+65 6123 4567',
    companyName: 'Example Logistics',
  },
  'investor-deck': { workEmail: 'partner@fund.example', investorWebsite: 'fund.example' },
  subscribe: { email: 'reader@example.com' },
};
